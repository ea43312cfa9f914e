import type { ImportKind } from '@contract/imports/import-fields';
import type { Import, ImportReport } from '@contract/imports/imports.schemas';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { checkImportRequest, createImportRequest, putRowsRequest, runImportRequest } from './api/import-steps';
import { deleteImportRequest, getImportReport, getLastMapping, importsKey } from './api/imports';
import { inviteesKey } from './api/invitations';
import { rowObjects } from './lib/chunks';
import { startMapping, type Mapping } from './lib/mapping';
import type { ImportFile, ReadProblem } from './lib/read-file';

export type FlowStep =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'map'; file: ImportFile; mapping: Mapping }
  | { step: 'uploading'; file: ImportFile; mapping: Mapping; sent: number; total: number }
  | { step: 'report'; report: ImportReport; file: ImportFile | null; mapping: Mapping }
  | { step: 'done'; result: Import };

/** What went wrong, for the page to translate: a file it could not read, another file than the resumed one, an API error. */
export type FlowError =
  { kind: 'file'; problem: ReadProblem } | { kind: 'other_file'; fileName: string } | { kind: 'api'; error: unknown };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The import screen's steps: read a file (lazily loaded parsers), map its columns, send its rows and check them
 * (the dry run), run the checked import. `resuming` is an unfinished import whose file is asked for again.
 */
export function useImportFlow(kind: ImportKind) {
  const { mutate } = useSWRConfig();
  const [flow, setFlow] = useState<FlowStep>({ step: 'choose' });
  const [error, setError] = useState<FlowError | null>(null);
  const [resuming, setResuming] = useState<Import | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const refresh = () => Promise.all([mutate(importsKey(kind)), mutate(inviteesKey)]);

  /** An import that cannot run (problems found) is dropped when the user brings another file. */
  const dropUnrunnable = () => {
    if (flow.step === 'report' && flow.report.import.problems > 0 && flow.report.import.state === 'checked') {
      void deleteImportRequest(flow.report.import.id).catch(() => undefined);
    }
  };

  const send = async (file: ImportFile, mapping: Mapping) => {
    setError(null);
    const controller = new AbortController();
    cancel.current = controller;
    const rows = rowObjects(file.headers, file.rows, mapping);
    setFlow({ step: 'uploading', file, mapping, sent: 0, total: rows.length });
    try {
      const { uploadAndCheck } = await import('./lib/upload');
      const report = await uploadAndCheck({
        start: { kind, file_name: file.name, file_hash: file.hash, row_count: rows.length, mapping },
        rows,
        signal: controller.signal,
        requests: {
          create: createImportRequest,
          putRows: putRowsRequest,
          check: checkImportRequest,
        },
        onProgress: ({ sent, total }) => setFlow({ step: 'uploading', file, mapping, sent, total }),
      });
      setResuming(null);
      setFlow({ step: 'report', report, file, mapping });
    } catch (thrown) {
      if (!isAbort(thrown)) setError({ kind: 'api', error: thrown });
      // Back to the mapping: the same file and mapping continue after the rows the server has.
      setFlow({ step: 'map', file, mapping });
    } finally {
      cancel.current = null;
      void refresh();
    }
  };

  /** A file was chosen: read it, then map its columns (or, resuming, send it with the unfinished import's mapping). */
  const chooseFile = async (chosen: File) => {
    dropUnrunnable();
    setError(null);
    setFlow({ step: 'reading' });
    try {
      const { readImportFile } = await import('./lib/read-file');
      const file = await readImportFile(chosen.name, new Uint8Array(await chosen.arrayBuffer()));
      if (resuming && file.hash !== resuming.file_hash) {
        setError({ kind: 'other_file', fileName: resuming.file_name });
        return setFlow({ step: 'choose' });
      }
      if (resuming) return void (await send(file, resuming.mapping));
      const last = await getLastMapping(kind).catch(() => ({ mapping: null }));
      setFlow({ step: 'map', file, mapping: startMapping(kind, file.headers, last.mapping) });
    } catch (thrown) {
      const problem = (thrown as { problem?: ReadProblem }).problem;
      setError(problem ? { kind: 'file', problem } : { kind: 'api', error: thrown });
      setFlow({ step: 'choose' });
    }
  };

  const setMapping = (mapping: Mapping) => setFlow((current) => (current.step === 'map' ? { ...current, mapping } : current));

  /** Opens a checked import's report (no file needed to run it). */
  const open = async (target: Import) => {
    setError(null);
    setResuming(null);
    try {
      const report = await getImportReport(target.id);
      setFlow({ step: 'report', report, file: null, mapping: report.import.mapping });
    } catch (thrown) {
      setError({ kind: 'api', error: thrown });
    }
  };

  const resume = (target: Import | null) => {
    setError(null);
    setResuming(target);
    setFlow({ step: 'choose' });
  };

  /** Runs the checked import; resolves to the error to show, or nothing once it ran. */
  const run = async (id: number): Promise<unknown> => {
    try {
      const result = await runImportRequest(id);
      setFlow({ step: 'done', result });
      return undefined;
    } catch (thrown) {
      return thrown;
    } finally {
      void refresh();
    }
  };

  const discard = async (id: number) => {
    await deleteImportRequest(id);
    if (flow.step === 'report' && flow.report.import.id === id) setFlow({ step: 'choose' });
    if (resuming?.id === id) setResuming(null);
    await refresh();
  };

  const reset = () => {
    cancel.current?.abort();
    setError(null);
    setResuming(null);
    setFlow({ step: 'choose' });
  };

  return {
    flow,
    error,
    resuming,
    chooseFile,
    setMapping,
    check: () => flow.step === 'map' && void send(flow.file, flow.mapping),
    cancelUpload: () => cancel.current?.abort(),
    open,
    resume,
    run,
    discard,
    reset,
  };
}
