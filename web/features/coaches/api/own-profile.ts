import useSWR from 'swr';
import { api } from '@/lib/api';
import type {
  CoachProfile,
  CoachProfileUpdateBody,
  FileLink,
  OwnProfile,
  ProfileFile,
  ProfileFileKind,
  RevealedField,
  SensitiveProfileField,
} from '@/lib/contract';

export const ownProfileKey = 'profiles';

/** GET /api/profiles: the signed-in coach's whole profile (null for other roles). */
export const useOwnProfile = () => useSWR(ownProfileKey, () => api.get<OwnProfile>(ownProfileKey));

/** PUT /api/profiles: saves the profile (it may be incomplete); 422 puts field issues on the form. */
export const updateOwnProfile = (body: CoachProfileUpdateBody) => api.put<CoachProfile>(ownProfileKey, body);

const filePath = (coachId: number, kind: ProfileFileKind) => `profiles/${coachId}/files/${kind}`;

/** POST multipart: PDF, JPEG or PNG up to 10 MB (413 file_too_large, 415 file_type_not_allowed). */
export function uploadProfileFile(coachId: number, kind: ProfileFileKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ProfileFile>(filePath(coachId, kind), form);
}

export const deleteProfileFile = (coachId: number, kind: ProfileFileKind) => api.delete<void>(filePath(coachId, kind));

/** A signed link valid 5 minutes; opening it downloads the file. */
export const profileFileLink = (coachId: number, kind: ProfileFileKind) => api.get<FileLink>(`${filePath(coachId, kind)}/link`);

/** POST /api/profiles/reveal: one of the coach's own masked fields in clear text (audited). */
export const revealOwnProfileField = (field: SensitiveProfileField) => api.post<RevealedField>('profiles/reveal', { field });
