/** US dollars as the storefront shows them: '$24.50'; one formatter for every screen (creating one costs the CPU). */
export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole dollars, for coverage amounts and membership prices: '$50,000'. */
export const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
