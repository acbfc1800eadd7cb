import { PENDING_CLASS } from '@/app/prerendered';
import { showStartFailure, startFailureTemplate } from '@/app/startFailure';
import { screen, within } from '@testing-library/react';

const texts = {
  title: 'Something went wrong',
  text: 'This page <could> not load.',
  tryAgain: 'Try again',
};

beforeEach(() => {
  document.documentElement.className = PENDING_CLASS;
  document.body.innerHTML =
    `<div id="root"><header>Chrome</header><main><h1>Old page</h1></main></div>` +
    startFailureTemplate(texts);
});

describe('a start that fails (D7, D8)', () => {
  it('shows the page with the error screen in its main region, the failure and "Try again"', () => {
    showStartFailure(document, '/js/main.abc.js could not be loaded');
    expect(document.documentElement).not.toHaveClass(PENDING_CLASS);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This page <could> not load.');
    expect(alert).toHaveTextContent('/js/main.abc.js could not be loaded');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      'http://localhost/',
    );
    expect(screen.queryByRole('heading', { name: 'Old page' })).not.toBeInTheDocument();
    expect(screen.getByText('Chrome')).toBeInTheDocument();
  });

  it('shows the screen once, however many scripts fail', () => {
    showStartFailure(document, 'first');
    showStartFailure(document, 'second');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('first');
  });

  it('without a template (a development build) still shows the page', () => {
    document.getElementById('start-failure')?.remove();
    showStartFailure(document, 'failed');
    expect(document.documentElement).not.toHaveClass(PENDING_CLASS);
    expect(screen.getByRole('heading', { name: 'Old page' })).toBeInTheDocument();
  });
});
