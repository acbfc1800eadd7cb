import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { afterPaint } from '@/lib/afterPaint';
import { FieldShell } from './FieldShell';
import { heldWhilePrepared, isBeingPrepared, useFormFilePreparations } from './filePreparations';
import { useFieldState } from './useFieldState';
import { theme } from '@/theme/theme';

/**
 * The real file input, out of sight but in the tab order and the accessibility tree: its own
 * button and "No file chosen" are the browser's, in the browser's language and font. The
 * label after it is the button a visitor sees and presses (a label opens its file input with
 * or without the app, D40), and shows the input's focus.
 */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The picker drawn as the other controls: one box, the button, then what is chosen. */
const Picker = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  &:has(input[aria-invalid='true']) {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }
`;

const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 34px;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.brand};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      background: ${theme.colors.brandStrong};
    }
  }
  input:focus-visible + & {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChosenName = styled.span`
  min-width: 0;
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
  &[data-empty] {
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Under the picker at every width: the chosen file's line (its name; "Preparing …" until a
 * photo is shrunk, then its size) never moves it, nor what follows it, under a visitor's press.
 */
const RemoveButton = styled(Button)`
  align-self: flex-start;
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
  const { track } = useFormFilePreparations();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const current = (choice.current += 1);
    // Marked as visited once the new file's check has ended: marked with it, the field would
    // show, for a frame, what the form's last check said of it empty ("… is required").
    const take = (file: File | null) => {
      if (current !== choice.current) return;
      void helpers.setValue(file, true).then(() => helpers.setTouched(true, false));
    };
    if (!chosen || !prepare) {
      take(chosen);
      return;
    }
    // A preparation that fails leaves the file as chosen, for the rules to judge as any other.
    let prepared = false;
    const preparation = prepare(chosen).catch(() => chosen);
    void preparation.then(() => {
      prepared = true;
    });
    track(preparation, take);
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

  const labelId = `${shell.id}-label`;
  const chosenId = `${shell.id}-chosen`;
  const describedBy = [chosenId, controlProps['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FieldShell label={label} labelId={labelId} required={required} hint={hint} {...shell}>
      <Picker>
        <HiddenInput
          ref={inputRef}
          type="file"
          name={field.name}
          accept={accept}
          onChange={onChange}
          onBlur={field.onBlur}
          {...controlProps}
          // Named by the field's label alone; the button's words would add nothing to it.
          aria-labelledby={labelId}
          aria-describedby={describedBy}
        />
        <ChooseButton htmlFor={shell.id} aria-hidden="true">
          {t('forms.file.choose')}
        </ChooseButton>
        <ChosenName id={chosenId} data-empty={file ? undefined : ''}>
          {!file
            ? t('forms.file.none')
            : isBeingPrepared(file)
              ? t('forms.file.preparing', { name: file.name })
              : t('forms.file.chosen', { name: file.name, size: formatSize(file.size) })}
        </ChosenName>
      </Picker>
      {file && (
        <RemoveButton
          type="button"
          $variant="secondary"
          onClick={onRemove}
          aria-label={t('forms.file.removeNamed', { label })}
        >
          {t('forms.file.remove')}
        </RemoveButton>
      )}
    </FieldShell>
  );
}
