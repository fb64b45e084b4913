/**
 * Exposed as `./embed`: the embedding API (version 1) a partner's page mounts this area
 * with, into an element of its own (createAreaEmbed, @portal/shared/remote).
 */
import { createAreaEmbed } from '@portal/shared/remote';
import App from './export-app';

export const { version, mount } = createAreaEmbed(App);
