import type { TestProject } from 'vitest/node';
import { startStore } from './store-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const store = await startStore();
  project.provide('storeUrl', store.url);
  project.provide('adminEmail', store.admin.email);
  project.provide('adminPassword', store.admin.password);
  return () => store.stop();
}
