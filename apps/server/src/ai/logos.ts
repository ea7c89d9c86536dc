import path from 'node:path';

/**
 * The model logos named by the catalogue (`logo: "/logos/<file>.svg"`): small original
 * marks, a brand colour and a simple shape, not the companies' trademarks. Serve this
 * folder at /logos/, or copy it into the web app's public folder.
 */
export const LOGO_DIR = path.join(import.meta.dirname, 'logos');
