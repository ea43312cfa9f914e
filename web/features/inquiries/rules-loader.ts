import type * as Rules from './rules';

type RulesModule = typeof Rules;

let loading: Promise<RulesModule> | null = null;
let loaded: RulesModule | null = null;

/**
 * Loads the form's rules chunk once, when the visitor first touches the form (a failed load, e.g. offline, is tried
 * again next time).
 */
export function loadInquiryRules(): Promise<RulesModule> {
  loading ??= import('./rules').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rules chunk if it is already there. */
export const loadedInquiryRules = (): RulesModule | null => loaded;
