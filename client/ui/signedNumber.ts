/** A change as players read it: "+12", "−16" (a real minus sign), "0". */
export function signedNumber(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
