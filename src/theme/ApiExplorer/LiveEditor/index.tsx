// Replaced: the theme's body editor is react-live, which runs what it edits through `new Function` on every
// keystroke, so the site's CSP needed 'unsafe-eval' for it. A request body is data to send, never code to run: a plain
// text area edits it the same way (same props, same form field), and no page needs eval any more.
import React, {useEffect, useState} from 'react';
import {Controller, useFormContext} from 'react-hook-form';
import styles from './styles.module.css';

export interface BodyEditorProps {
  /** The starting text: the example body. */
  children: string;
  /** Called with the text on every change (the theme stores it as the body to send). */
  action: (code: string) => void;
  language?: string;
  required?: boolean;
}

export default function BodyEditor({children, action, language, required}: BodyEditorProps): React.JSX.Element {
  const [code, setCode] = useState(() => children.replace(/\n$/, ''));
  const {control, formState} = useFormContext();
  useEffect(() => {
    action(code);
    // `action` is a new function on every render of the theme's Body; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  const error = formState.errors.requestBody?.message;
  return (
    <div className={styles.editor}>
      <Controller
        control={control}
        name="requestBody"
        rules={{required: required && !code ? 'This field is required' : false}}
        render={({field}) => (
          <textarea
            name={field.name}
            ref={field.ref}
            aria-label="Request body"
            aria-invalid={error ? true : undefined}
            className={styles.text}
            data-language={language}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            value={code}
            rows={Math.min(Math.max(code.split('\n').length, 4), 24)}
            onBlur={field.onBlur}
            onChange={(event) => {
              setCode(event.target.value);
              field.onChange(event.target.value);
            }}
          />
        )}
      />
      {typeof error === 'string' && <div className="openapi-explorer__input-error">{error}</div>}
    </div>
  );
}
