/**
 * The size of a QR code for a text, at error correction M in byte mode (ISO/IEC 18004 table 7), so that a
 * document can draw each module a whole number of points or pixels: the e-invoice's signed QR code
 * (docs/requirements/003-e-invoice.md §10) is a kilobyte of JSON Web Token, version 25 or so, and a module
 * drawn a fraction of a pixel or point wide blurs into its neighbours.
 */

/** How many bytes a QR code of each version (1 to 40) holds in byte mode at level M. */
const BYTES_AT_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779,
  857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** The quiet zone around a QR code, in modules (the standard asks four). */
export const QR_QUIET_MODULES = 4;

/** The smallest QR version (1 to 40) at level M that holds `text` (UTF-8) in byte mode, or null if none does. */
export function qrVersionAtM(text: string): number | null {
  let bytes = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  const version = BYTES_AT_M.findIndex((capacity) => bytes <= capacity) + 1;
  return version === 0 ? null : version;
}

/** The modules on a side of a QR code of `version`, quiet zone apart. */
export const qrModules = (version: number): number => 17 + 4 * version;
