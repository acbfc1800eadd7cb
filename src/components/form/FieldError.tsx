import { Icon } from '@/components/icons/Icon';
import { ErrorText } from './styles';

/**
 * A circled exclamation mark: the one sign of every field's error, whatever its words. One
 * element for every error, so an error shown again on a key press does not draw it again (D46).
 */
const ERROR_ICON = (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
);

/**
 * A field's error under its control, the same for text, choice, date and file fields: the
 * specification's words (a bare "Required" or "PAN Card is required") with one icon, colour
 * and place, so they read as one family. The control names it in `aria-describedby`.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <ErrorText id={id}>
      {ERROR_ICON}
      {message}
    </ErrorText>
  );
}
