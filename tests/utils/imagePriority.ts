/**
 * A data page's largest paint is its first server picture: requested at once and at high
 * priority, where the rest wait until they near the viewport.
 */
export function expectFirstImageMain(images: readonly Element[]): void {
  const [first, ...rest] = images;
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  for (const image of rest) {
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority', 'high');
  }
}
