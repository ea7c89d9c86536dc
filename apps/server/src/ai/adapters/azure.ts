import { createAzure } from '@ai-sdk/azure';
import type { Adapter } from './context.ts';

/**
 * Azure OpenAI over chat-completions; the "model" is the deployment name and the key goes
 * in the `api-key` header. The resource name or a full base URL says where.
 */
export const azureAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => {
  const provider = createAzure({
    apiKey: config.AZURE_OPENAI_API_KEY,
    ...(config.AZURE_OPENAI_BASE_URL
      ? { baseURL: config.AZURE_OPENAI_BASE_URL }
      : { resourceName: config.AZURE_OPENAI_RESOURCE }),
    apiVersion: config.AZURE_OPENAI_API_VERSION,
    useDeploymentBasedUrls: config.AZURE_OPENAI_DEPLOYMENT_URLS,
    fetch,
  });
  return { model: provider.chat(upstreamModel), vision };
};
