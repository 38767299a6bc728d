import { UPLOAD_ACCEPT, selectFiles, validationText } from '@sf/validation';
import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { useId, useState, type ChangeEvent, type ReactElement } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.25rem;
`;

const Row = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const Label = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: 0.25rem;
`;

const Hint = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
`;

const Problems = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  color: #b00020;
`;

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  readonly locale: Locale;
  readonly files: readonly File[];
  readonly onFiles: (files: File[]) => void;
  /** Server error of the field (upload error with its message). */
  readonly error?: string | undefined;
}

/**
 * The attachments field: a native multiple file input (posted as is without JavaScript); once
 * hydrated, chosen files join a list by the spec's rules (`selectFiles`: duplicate names, format,
 * 5 MB each, 10 files, 5 MB total — the first that fit are kept) and each refused file is named
 * with its reason. The server checks every file again, by its content.
 */
export function FilePicker({ locale, files, onFiles, error }: FilePickerProps): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const added = [...(event.target.files ?? [])];
    const { files: kept, rejected } = selectFiles(files, added);
    setProblems(
      rejected.map((r) =>
        t('contact.error.upload', { name: r.file.name, reason: validationText(r.key, locale) }),
      ),
    );
    onFiles(kept);
    event.target.value = '';
  };
  const shown = error ? [error, ...problems] : problems;
  return (
    <div>
      <Label htmlFor={id}>{t('contact.attachments')}</Label>
      <Hint id={`${id}-hint`}>{t('contact.attachments.hint')}</Hint>
      <input
        id={id}
        type="file"
        name="attachments"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-describedby={`${id}-hint${shown.length ? ` ${id}-problems` : ''}`}
        aria-invalid={shown.length ? true : undefined}
        onChange={onChange}
      />
      {shown.length > 0 && (
        // the alert role wraps the list: on the <ul> itself it would take the list's role from its items
        <div id={`${id}-problems`} role="alert">
          <Problems>
            {shown.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Problems>
        </div>
      )}
      {files.length > 0 && (
        <List aria-label={t('contact.attachments.chosen')}>
          {files.map((f) => (
            <Row key={f.name}>
              <span>{f.name}</span>
              <button type="button" onClick={() => onFiles(files.filter((x) => x !== f))}>
                {t('contact.attachments.remove', { name: f.name })}
              </button>
            </Row>
          ))}
        </List>
      )}
    </div>
  );
}
