import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.js';
import { E2E_SELLER } from './seller.js';
import { startStore } from './store-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** GET it for the e-mails the store sent (JSON list of CaughtMail). */
    mailboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The mailbox first: the store reads SMTP_URL once, at start.
  const mailbox = await startMailbox();
  const store = await startStore({
    env: { SMTP_URL: mailbox.smtpUrl, ...E2E_SELLER },
  }).catch(async (error) => {
    await mailbox.stop();
    throw error;
  });
  project.provide('storeUrl', store.url);
  project.provide('adminEmail', store.admin.email);
  project.provide('adminPassword', store.admin.password);
  project.provide('mailboxUrl', mailbox.listUrl);
  return async () => {
    await store.stop();
    await mailbox.stop();
  };
}
