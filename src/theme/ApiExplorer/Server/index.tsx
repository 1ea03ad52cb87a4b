// Replaced, not wrapped: the theme's "Base URL" lets the reader pick one of the description's servers and edit its
// variables, a second host choice that the request samples would not follow. Here it shows where "Try it" sends,
// which the Cloud / Self-hosted switch above decides (src/theme/ApiExplorer keeps the two in step).
import React from 'react';
import type {ServerState} from '@theme/ApiExplorer/Server/slice';
import FormItem from '@theme/ApiExplorer/FormItem';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {resolveServerUrl} from '@site/shared/api-reference/serverUrl';
import styles from './styles.module.css';

export default function Server(): React.ReactNode {
  const server = useTypedSelector((state: {server: ServerState}) => state.server.value);
  if (!server) return null;
  const url = resolveServerUrl(server);
  return (
    <FormItem>
      <span className="openapi-explorer__server-url" title={url} data-try-it-server="">
        {url}
      </span>
      <small className={styles.hint}>Set with the Tessera Cloud / Self-hosted choice above the samples.</small>
    </FormItem>
  );
}
