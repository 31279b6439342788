/**
 * A 10-digit phone as the rep confirmation shows it: (xxx) xxx-xxxx. A leading country code 1 is
 * dropped; anything that is not 10 digits then is shown as it came.
 */
export const formatPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};
