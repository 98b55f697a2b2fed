import { describe, expect, it } from 'vitest';
import {
  VEHICLE_ATTRIBUTE_LABEL_BY_NAME,
  VEHICLE_ATTRIBUTE_LABELS,
  vehicleAttributeKey,
  vehicleAttributeLabel,
} from './vehicle-attribute.labels.js';

describe('vehicle attribute labels', () => {
  it('maps the flat and the spaced name of an attribute to one Korean label', () => {
    expect(vehicleAttributeLabel('ModelYear')).toBe('연식');
    expect(vehicleAttributeLabel('Model Year')).toBe('연식');
    expect(vehicleAttributeLabel('AirBagLocFront')).toBe('전면 에어백 위치');
    expect(vehicleAttributeLabel('Front Air Bag Locations')).toBe('전면 에어백 위치');
    expect(vehicleAttributeLabel('ABS')).toBe(vehicleAttributeLabel('Anti-lock Braking System (ABS)'));
  });

  it('covers the attributes the spec names', () => {
    for (const name of ['VIN', 'Make', 'Model', 'Model Year', 'Engine', 'Transmission']) {
      expect(vehicleAttributeLabel(name)).toMatch(/[가-힣]/);
    }
  });

  it('covers airbag and safety-system items', () => {
    for (const name of [
      'Side Air Bag Locations',
      'Curtain Air Bag Locations',
      'Knee Air Bag Locations',
      'Electronic Stability Control (ESC)',
      'Traction Control',
      'Tire Pressure Monitoring System (TPMS) Type',
      'Forward Collision Warning (FCW)',
      'Lane Departure Warning (LDW)',
      'Blind Spot Warning (BSW)',
    ]) {
      expect(vehicleAttributeLabel(name)).toMatch(/[가-힣]/);
    }
  });

  it('ignores case, spacing and punctuation when looking up', () => {
    expect(vehicleAttributeLabel('model year')).toBe('연식');
    expect(vehicleAttributeLabel('MODEL-YEAR')).toBe('연식');
    expect(vehicleAttributeLabel('  Model   Year ')).toBe('연식');
  });

  it('returns undefined for unknown, empty or Hangul labels', () => {
    expect(vehicleAttributeLabel('Flux Capacitor')).toBeUndefined();
    expect(vehicleAttributeLabel('')).toBeUndefined();
    expect(vehicleAttributeLabel('   ')).toBeUndefined();
    expect(vehicleAttributeLabel('연식')).toBeUndefined();
    expect(vehicleAttributeLabel('x'.repeat(10_000))).toBeUndefined();
  });

  it('never lets two spellings that look alike lead to different labels', () => {
    const seen = new Map<string, string>();
    for (const { label, names } of VEHICLE_ATTRIBUTE_LABELS) {
      for (const name of names) {
        const key = vehicleAttributeKey(name);
        expect(key, name).not.toBe('');
        const previous = seen.get(key);
        if (previous !== undefined) expect(previous, name).toBe(label);
        seen.set(key, label);
      }
    }
  });

  it('gives every entry a Korean label and a unique label', () => {
    const labels = VEHICLE_ATTRIBUTE_LABELS.map((entry) => entry.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/[가-힣]/);
  });

  it('lists every spelling in the flat record', () => {
    expect(VEHICLE_ATTRIBUTE_LABEL_BY_NAME.ModelYear).toBe('연식');
    expect(VEHICLE_ATTRIBUTE_LABEL_BY_NAME['Model Year']).toBe('연식');
    const total = VEHICLE_ATTRIBUTE_LABELS.reduce((sum, entry) => sum + entry.names.length, 0);
    expect(Object.keys(VEHICLE_ATTRIBUTE_LABEL_BY_NAME)).toHaveLength(total);
  });
});
