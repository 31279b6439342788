/** An SSN as the member pickers show it: personal data, so only its last four digits (formatting, not a rule). */
export const maskSsn = (ssn: string): string => {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '';
};
