import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { twMergeConfig } from './tw-merge-config'

/**
 * tailwind-merge with only the class groups our classes use (src/web/lib/tw-merge-config.ts, generated):
 * the same merges as twMerge (cn.test.ts checks every pair of our classes), a quarter of its weight.
 */
const twMerge = createTailwindMerge(twMergeConfig)

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes))
}
