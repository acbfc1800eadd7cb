/**
 * Issue 59 (Low 17): server text must not break inside a short hyphenated term ("RS-" and "485"
 * on two lines) nor start a line with a dash. The runs that must hold together are no-wrap
 * spans; the text itself is what the server sent.
 */
import { render } from '@testing-library/react';
import { serverLine } from '@/components/ServerLine';

/** The runs kept on one line (the no-wrap spans), and the whole text. */
function laidOut(text: string) {
  const { container } = render(<p>{serverLine(text)}</p>);
  const unbroken = [...container.querySelectorAll('span')].map((span) => {
    expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
    return span.textContent;
  });
  return { unbroken, text: container.textContent };
}

it('keeps a short code with a number or a short part on one line', () => {
  const line = 'Working knowledge of UART, RS-485, SPI, I2C and Wi-Fi';
  expect(laidOut(line)).toEqual({ unbroken: ['RS-485', 'Wi-Fi'], text: line });
});

it('keeps the space before a dash with the dash, so no line starts with it', () => {
  const line = 'Westside Galleria, Pune – ANPR entry and exit lanes — 24-dock site';
  expect(laidOut(line)).toEqual({ unbroken: [' –', ' —', '24-dock'], text: line });
});

it('lets long compounds and plain text break as usual', () => {
  const line = 'Long-stay Car Park with Floor-wise guidance, high-security plates';
  expect(laidOut(line)).toEqual({ unbroken: [], text: line });
  expect(laidOut('Ultra-long-compound-word-chain-of-parts-1')).toEqual({
    unbroken: [],
    text: 'Ultra-long-compound-word-chain-of-parts-1',
  });
});
