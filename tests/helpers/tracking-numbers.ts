/**
 * Valid tracking numbers made for tests, each with its own check digit worked out here (from the
 * tracking_number_data set's algorithms, tests/fixtures/tracking-number-data), not by the app.
 */

/** USPS IMpb's check digit: from the right, digits weighted 3, 1, 3, …; what brings the sum to a multiple of 10. */
function impbCheckDigit(serial: string): number {
  const total = [...serial].reverse().reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (total % 10)) % 10;
}

/** `count` distinct 22-digit USPS numbers (94001 1120620640626 and a 3-digit package id), at most 1,000. */
export function uspsNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const serial = `940011120620640626${String(index).padStart(3, "0")}`;
    return `${serial}${impbCheckDigit(serial)}`;
  });
}

// FedEx Express (12 digits): the serial's digits times these weightings, modulo 11, modulo 10 (fedex.json, fedex_12).
const FEDEX_12_WEIGHTINGS = [3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1];

/** `count` distinct 12-digit FedEx Express numbers (serial 7712345 and a 4-digit package id), at most 10,000. */
export function fedexNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const serial = `7712345${String(index).padStart(4, "0")}`;
    const total = [...serial].reduce((sum, digit, at) => sum + Number(digit) * FEDEX_12_WEIGHTINGS[at], 0);
    return `${serial}${(total % 11) % 10}`;
  });
}
