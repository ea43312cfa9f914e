import { twMerge } from 'tailwind-merge';
import { setClassMerger } from '@/lib/utils';

// Behind the sign-in, screens override a component's classes (`cn('h-10', className)` with `h-8`): the later wins.
setClassMerger(twMerge);
