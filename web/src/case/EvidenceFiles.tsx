/**
 * The files a dialog sends as evidence (dispute evidence, a claim and its evidence): the case's
 * evidence documents as chips that attach them, a button that uploads the student's own (of the
 * allowed types and size), and the list of what goes, each removable. Uploads go one by one to
 * the module's /Upload; the parent keeps the list and holds its submit while `onBusy` says so.
 */
import { Button, List } from 'antd';
import {
  EVIDENCE_FILES_MAX,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
} from '../../../schemas/evidenceFiles.ts';
import { UploadButton } from '../shared/inputs/UploadButton.tsx';
import { CaseFileLinks } from './CaseFileLinks.tsx';

export type UploadedFile = { id: string; name: string; size: number };

type Props = {
  files: UploadedFile[];
  onChange: (update: (files: UploadedFile[]) => UploadedFile[]) => void;
  /** The module's upload call. */
  upload: (file: File) => Promise<UploadedFile>;
  onBusy: (busy: boolean) => void;
  /** The upload button's label and the remove link's (translated by the module). */
  attachLabel: string;
  removeLabel: string;
  /** Message key of a file over the size limit. */
  tooLarge: string;
  /** Prefix of the test ids: `<prefix>-attach`, `<prefix>-file`. */
  testId: string;
};

const add = (f: UploadedFile) => (xs: UploadedFile[]) =>
  xs.length < EVIDENCE_FILES_MAX ? [...xs, f] : xs;

export function EvidenceFiles(p: Props) {
  const full = p.files.length >= EVIDENCE_FILES_MAX;
  return (
    <>
      <CaseFileLinks
        kind="evidence"
        full={full}
        onAttach={async (file) => {
          p.onBusy(true);
          try {
            p.onChange(add(await p.upload(file)));
          } finally {
            p.onBusy(false);
          }
        }}
      />
      <UploadButton
        types={Object.keys(EVIDENCE_TYPES)}
        maxBytes={EVIDENCE_MAX_BYTES}
        tooLarge={p.tooLarge}
        full={full}
        label={p.attachLabel}
        testId={`${p.testId}-attach`}
        upload={p.upload}
        onUploaded={(f) => p.onChange(add(f))}
        onBusy={p.onBusy}
      />
      {p.files.length > 0 && (
        <List
          size="small"
          dataSource={p.files}
          renderItem={(f) => (
            <List.Item
              data-testid={`${p.testId}-file`}
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  onClick={() => p.onChange((xs) => xs.filter((x) => x.id !== f.id))}
                >
                  {p.removeLabel}
                </Button>,
              ]}
            >
              {f.name}
            </List.Item>
          )}
        />
      )}
    </>
  );
}

/** The accepted extensions, as a file picker and a hint name them. */
export const EVIDENCE_ACCEPT = Object.keys(EVIDENCE_TYPES)
  .map((e) => `.${e}`)
  .join(',');
