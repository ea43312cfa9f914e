import { clsx, type ClassValue } from 'clsx';

type ClassMerger = (classes: string) => string;
let merge: ClassMerger = (classes) => classes;

/** Installs the merger that lets later Tailwind utilities win over earlier ones (web/app/manager/class-merge.ts). */
export function setClassMerger(merger: ClassMerger): void {
  merge = merger;
}

/**
 * Joins class names. Behind the sign-in, a later Tailwind utility wins over an earlier one of its kind (tailwind-merge,
 * installed when the manager shell loads). The public pages do without its 9 KB: their class lists never conflict
 * (web/app/public-class-conflicts.test.tsx renders them and checks).
 */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
