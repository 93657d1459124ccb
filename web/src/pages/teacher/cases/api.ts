/** Typed calls of /api/Authoring (schemas/api/authoring.ts): a teacher's case library. */
import type {
  DraftData,
  FilesData,
  ListData,
  PublishData,
  SaveData,
  TryData,
  ValidateData,
} from '../../../../../schemas/api/authoring.ts';
import { api } from '../../../api/index.ts';

export type { DraftData, FilesData, ListData, TryData, ValidateData };
export type ExploreData = { report: ExploreReportSummary; lines: string[] };
/** The parts of the explorer's report the page shows (engine/explore ExploreReport). */
export type ExploreReportSummary = {
  caseId: string;
  best: number;
  total: number;
  reachedTotal: boolean;
  points: { pointID: number; score: number; reached: boolean }[];
};

export const authoringApi = {
  list: () => api.post<ListData>('/Authoring/List', {}),
  get: (id: string) => api.post<DraftData>('/Authoring/Get', { id }),
  /** Quiet: the editor shows a failed check as its own state, not a toast per keystroke. */
  validate: (yaml: string, id?: string) =>
    api.post<ValidateData>('/Authoring/Validate', { yaml, ...(id ? { id } : {}) }, { quiet: true }),
  save: (yaml: string, id?: string) =>
    api.post<SaveData>('/Authoring/Save', { yaml, ...(id ? { id } : {}) }),
  /**
   * The explorer may take its whole budget (20 s on the server) and a little more; `run` names
   * the websocket channel its progress is pushed on (useExploreProgress).
   */
  explore: (id: string, run?: string) =>
    api.post<ExploreData>(
      '/Authoring/Explore',
      { id, ...(run ? { run } : {}) },
      { timeoutMs: 60_000 },
    ),
  /** A practice attempt of the draft's current text, the author's only. */
  try: (id: string) => api.post<TryData>('/Authoring/Try', { id }),
  uploadFile: (id: string, file: File) => {
    const form = new FormData();
    form.append('id', id);
    form.append('file', file, file.name);
    return api.upload<FilesData>('/Authoring/UploadFile', form);
  },
  removeFile: (id: string, name: string) =>
    api.post<FilesData>('/Authoring/RemoveFile', { id, name }),
  publish: (id: string, classIds: string[]) =>
    api.post<PublishData>('/Authoring/Publish', { id, classIds }),
  archive: (id: string) => api.post<{ id: string }>('/Authoring/Archive', { id }),
  copy: (caseID: string) => api.post<{ id: string }>('/Authoring/Copy', { caseID }),
};
