import { decodeVin } from '../vehicle/vin-decode.js';

// Fitment matches a car three ways, best first: the same VIN, the same VIN model line, the same
// model name. The model line is the first eight characters (maker, then the descriptor of model,
// body and engine): two cars that share them take the same parts, whatever the decoder says, so
// suggestions work without any VIN service configured.

/** The model line of a VIN (characters 1–8), or null when the VIN is not valid. */
export const vinPattern = (vin: string): string | null => {
  const decoded = decodeVin(vin);
  return decoded.valid ? decoded.vin.slice(0, 8) : null;
};

/** A model name as compared: no spaces or hyphens, upper case ('Avante AD' → 'AVANTEAD'). */
export const carModelKey = (model: string | null | undefined): string | null => {
  const key = (model ?? '').replace(/[\s\-_.]+/g, '').toUpperCase();
  return key === '' ? null : key;
};
