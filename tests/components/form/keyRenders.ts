import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renders } from '../../utils/renderTracker';

/**
 * What a key press in a lead form's field may render besides that field (D46): Formik itself
 * and the one reader of its state (formState.tsx); the field's own label, hint and error.
 * Nothing else of the form, and nothing of the page, shows what a key changes.
 */
export const KEY_PRESS_PARTS = ['Formik', 'FormStateProvider', 'FieldShell', 'FieldError'];

/**
 * What one key typed into `control` renders, the form's check of the change included: the
 * field is focused first, and the gesture lasts until the check after the next paint is done.
 */
export async function keyPressRenders(
  user: UserEvent,
  control: HTMLElement,
  key: string,
): Promise<string[]> {
  act(() => control.focus());
  return renders(async () => {
    await user.keyboard(key);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  });
}
