import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { afterPaint } from '@/lib/afterPaint';
import { FieldShell } from './FieldShell';
import { heldWhilePrepared, isBeingPrepared, useTrackFilePreparation } from './filePreparations';
import { controlStyles } from './styles';
import { useFieldState } from './useFieldState';
import { theme } from '@/theme/theme';

const FileInput = styled.input`
  ${controlStyles}
  cursor: pointer;
  &::file-selector-button {
    margin-right: ${theme.space.md};
    padding: ${theme.space.xs} ${theme.space.md};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.textOnDark};
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The chosen file's line, its Remove button under it at every width: the line's length (the
 * file's name; "Preparing …" until a photo is shrunk, then its size) never moves the button,
 * nor what follows it, from one line to two under a visitor's press.
 */
const Chosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RemoveButton = styled(Button)`
  min-height: 36px;
  padding: ${theme.space.xs} ${theme.space.md};
`;

interface FileFieldProps {
  name: string;
  label: string;
  /** MIME types the picker offers, e.g. "application/pdf". */
  accept: string;
  required?: boolean;
  hint?: string;
  /** Turns the chosen file into the one to send (a photo shrunk, D15) before it is checked. */
  prepare?: (file: File) => Promise<File>;
}

function useFileSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const megabytes = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
  };
}

/**
 * One file per field (D15). The value lives in Formik as a File (or null); the input itself
 * cannot be controlled, so when the value goes back to null (reset after a successful
 * submit, or "Remove") the input is emptied too, or the browser would keep showing the file.
 */
export function FileField({ name, label, accept, required, hint, prepare }: FileFieldProps) {
  const { t } = useTranslation();
  const formatSize = useFileSize();
  const inputRef = useRef<HTMLInputElement>(null);
  // Counts choices, so a slow `prepare` of an earlier file never replaces a later one.
  const choice = useRef(0);
  const { field, helpers, controlProps, ...shell } = useFieldState<File | null>(name, {
    hint,
    required,
  });
  const file = field.value;

  // In the commit that clears the value, so the page never shows the old file beside it. Not
  // when the field mounts: a file chosen before the app ran is still to be taken in (D40).
  const hadFile = useRef(false);
  useLayoutEffect(() => {
    if (!file && hadFile.current && inputRef.current) inputRef.current.value = '';
    hadFile.current = file !== null;
  }, [file]);

  // The form's submit waits for this (filePreparations.ts): a photo takes a moment to shrink.
  const track = useTrackFilePreparation();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const current = (choice.current += 1);
    const take = (file: File | null) => {
      if (current !== choice.current) return;
      void helpers.setTouched(true, false);
      void helpers.setValue(file, true);
    };
    if (!chosen || !prepare) {
      take(chosen);
      return;
    }
    // A preparation that fails leaves the file as chosen, for the rules to judge as any other.
    let prepared = false;
    track(
      prepare(chosen)
        .catch(() => chosen)
        .then((file) => {
          prepared = true;
          take(file);
        }),
    );
    // One still under way once the choice has painted (a photo being shrunk, not a PDF, which
    // is ready at once and would only cost the choice a second render) shows and holds the
    // chosen file meanwhile, checked only as present, until the prepared file takes its place.
    afterPaint(() => {
      if (!prepared && current === choice.current) {
        void helpers.setValue(heldWhilePrepared(chosen), true);
      }
    });
  };

  const onRemove = () => {
    choice.current += 1;
    void helpers.setTouched(true, false);
    void helpers.setValue(null, true);
    // The button disappears with the file; keep keyboard focus on the picker.
    inputRef.current?.focus();
  };

  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <FileInput
        ref={inputRef}
        type="file"
        name={field.name}
        accept={accept}
        onChange={onChange}
        onBlur={field.onBlur}
        {...controlProps}
      />
      {file && (
        <Chosen>
          <span>
            {isBeingPrepared(file)
              ? t('forms.file.preparing', { name: file.name })
              : t('forms.file.chosen', { name: file.name, size: formatSize(file.size) })}
          </span>
          <RemoveButton
            type="button"
            $variant="secondary"
            onClick={onRemove}
            aria-label={t('forms.file.removeNamed', { label })}
          >
            {t('forms.file.remove')}
          </RemoveButton>
        </Chosen>
      )}
    </FieldShell>
  );
}
