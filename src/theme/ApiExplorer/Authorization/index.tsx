// Wrapped: for an API key the theme labels the field with the scheme's id ("APIKeyHeader") and repeats it as the
// placeholder. Readers need the header it fills and what to type in it, scheme prefix included.
import React from 'react';
import OriginalAuthorization from '@theme-original/ApiExplorer/Authorization';
import {setAuthData, type AuthState} from '@theme/ApiExplorer/Authorization/slice';
import FormItem from '@theme/ApiExplorer/FormItem';
import FormTextInput from '@theme/ApiExplorer/FormTextInput';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {API_KEY_PLACEHOLDER} from '@site/shared/api-reference/apiKey';

export default function Authorization(): React.ReactNode {
  const auth = useTypedSelector((state: {auth: AuthState}) => state.auth);
  const dispatch = useTypedDispatch();
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  if (schemes.length === 0 || !schemes.every((scheme) => scheme.type === 'apiKey' && scheme.in === 'header')) {
    return <OriginalAuthorization />;
  }
  return (
    <div>
      {schemes.map((scheme) => (
        <FormItem key={scheme.key}>
          <FormTextInput
            label={`${scheme.name ?? scheme.key} header`}
            placeholder={API_KEY_PLACEHOLDER}
            password
            value={auth.data[scheme.key]?.apiKey ?? ''}
            onChange={(event) =>
              dispatch(setAuthData({scheme: scheme.key, key: 'apiKey', value: event.target.value || undefined}))
            }
          />
        </FormItem>
      ))}
    </div>
  );
}
