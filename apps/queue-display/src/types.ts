import type { DisplayQueue } from '@clinic/api-client/public';

export type { RecentCall } from '@clinic/api-client/public';
export type DisplayQueueWithCalls = DisplayQueue;
export type DisplayDoctor = DisplayQueue['doctors'][number];
