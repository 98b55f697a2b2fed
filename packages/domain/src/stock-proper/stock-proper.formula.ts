// The proper stock formula (issue #18), written once: the server computes it in SQL from the same
// z, and the tests and the screens explain their figures with it.

/**
 * z of a service level in percent (95 → 1.645): the inverse of the standard normal distribution,
 * by Acklam's rational approximation (relative error below 1.2e-9 over the whole range).
 */
export const serviceLevelZ = (percent: number): number => {
  const p = Math.min(Math.max(percent / 100, 1e-9), 1 - 1e-9);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ] as const;
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ] as const;
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ] as const;
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416] as const;
  const low = 0.02425;
  const tail = (q: number) =>
    (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
    ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
};

/**
 * Minimum and maximum of one part in one warehouse: safety = z·σ·√L, min = round(mean·L + safety),
 * max = min + round(mean·reviewDays). mean and σ are per day over the whole period (days without
 * demand count as zero).
 */
export const properLevels = (o: {
  mean: number;
  sigma: number;
  leadDays: number;
  z: number;
  reviewDays: number;
}) => {
  const safety = Math.round(o.z * o.sigma * Math.sqrt(o.leadDays));
  const min = Math.round(o.mean * o.leadDays + o.z * o.sigma * Math.sqrt(o.leadDays));
  return { safety, min, max: min + Math.round(o.mean * o.reviewDays) };
};
