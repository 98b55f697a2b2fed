/**
 * Reads until the check passes or time runs out, then fails with the last reading: the page
 * updates after a click or a navigation, and a single read could come a frame too early.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  timeoutMs = 5_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
