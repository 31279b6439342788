/**
 * A 10-digit phone as the storefront shows it, (xxx) xxx-xxxx as spec 1 gives it for the rep
 * confirmation. A leading country code 1 is dropped; anything else is shown as it came.
 */
export const formatPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};
