import { env } from 'cloudflare:test';
import { and, eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coachProfiles } from '../../db/schema';
import { profileFileKinds, type ProfileFileKind } from '../../contract/enums';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { download, testFiles, uploadFile, type TestFile } from '../../test/files';

/*
 * A coach's files (permit scans, self-employment proof, contract) are the coach's and HR's only: every way another
 * user could reach them by changing ids in the path is refused, and the files stay where they are.
 */

type User = Awaited<ReturnType<typeof createUser>>;
let owner: User;
let ownerToken: string;
let otherCoach: User;
let otherToken: string;
const uploaded: Record<ProfileFileKind, TestFile> = {
  residence_permit_front: testFiles.permitJpeg,
  residence_permit_back: testFiles.permitJpeg,
  self_employment_proof: testFiles.proofPdf,
  contract: testFiles.proofPdf,
};

const filesPath = (coachId: number, kind: ProfileFileKind) => `/profiles/${coachId}/files/${kind}`;
const linkFor = (coachId: number, kind: ProfileFileKind, token: string) => api(`${filesPath(coachId, kind)}/link`, { token });

async function storedKeys(coachId: number) {
  const [row] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId));
  return {
    residence_permit_front: row?.residencePermitFrontKey ?? null,
    residence_permit_back: row?.residencePermitBackKey ?? null,
    self_employment_proof: row?.selfEmploymentProofKey ?? null,
    contract: row?.contractPdfKey ?? null,
  };
}

/** Each file of the owner is still on the profile and in R2 (and nothing more), and the owner still downloads it. */
async function expectOwnerFilesIntact(keys: Record<ProfileFileKind, string | null>) {
  expect(await storedKeys(owner.id)).toEqual(keys);
  // Nothing else under the owner's prefix: a refused upload left no object behind.
  const listed = await env.FILES.list({ prefix: `coaches/${owner.id}/` });
  expect(listed.objects.map((o) => o.key).sort()).toEqual(Object.values(keys).sort());
  for (const kind of profileFileKinds) {
    const object = await env.FILES.get(keys[kind]!);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(uploaded[kind].bytes);
    const link = await linkFor(owner.id, kind, ownerToken);
    expect(link.status).toBe(200);
    expect((await download(link.body.data.url)).bytes).toEqual(uploaded[kind].bytes);
  }
}

beforeAll(async () => {
  owner = await createUser({ role: 'coach', state: 'active' });
  otherCoach = await createUser({ role: 'coach', state: 'active' });
  [ownerToken, otherToken] = await Promise.all([sessionFor(owner), sessionFor(otherCoach)]);
  const hr = await sessionFor(await createUser({ role: 'finance' }));
  for (const kind of profileFileKinds) {
    const { status, body } = await uploadFile(filesPath(owner.id, kind), kind === 'contract' ? hr : ownerToken, uploaded[kind]);
    if (status !== 201) throw new Error(`upload of ${kind} failed: ${status} ${JSON.stringify(body)}`);
  }
});

describe("another coach and a coach's files", () => {
  it('gets no link, cannot delete, replace or list them, and they stay in R2 and on the profile', async () => {
    const keys = await storedKeys(owner.id);
    expect(Object.values(keys).every((key) => key?.startsWith(`coaches/${owner.id}/`))).toBe(true);

    for (const kind of profileFileKinds) {
      const link = await linkFor(owner.id, kind, otherToken);
      expect([link.status, link.body.error.code], `link to ${kind}`).toEqual([403, 'forbidden']);
      const removed = await api(filesPath(owner.id, kind), { method: 'DELETE', token: otherToken });
      expect([removed.status, removed.body.error.code], `delete ${kind}`).toEqual([403, 'forbidden']);
      const replaced = await uploadFile(filesPath(owner.id, kind), otherToken, testFiles.proofPdf);
      expect([replaced.status, replaced.body.error.code], `replace ${kind}`).toEqual([403, 'forbidden']);
    }
    const listed = await api(`/profiles/${owner.id}`, { token: otherToken });
    expect([listed.status, listed.body.error.code]).toEqual([403, 'forbidden']);
    const own = await api('/profiles', { token: otherToken });
    expect(own.body.data.coach.user.id).toBe(otherCoach.id);
    expect(own.body.data.coach.hr.files).toEqual([]);

    await expectOwnerFilesIntact(keys);
  });

  it('finds nothing under their own id: the path id decides whose file it is', async () => {
    for (const kind of profileFileKinds) {
      const link = await linkFor(otherCoach.id, kind, otherToken);
      expect([link.status, link.body.error.code], kind).toEqual([404, 'not_found']);
    }
    const removed = await api(filesPath(otherCoach.id, 'self_employment_proof'), { method: 'DELETE', token: otherToken });
    expect([removed.status, removed.body.error.code]).toEqual([404, 'not_found']);
    await expectOwnerFilesIntact(await storedKeys(owner.id));
  });

  it('the owner may not remove the contract: it is HR’s', async () => {
    const keys = await storedKeys(owner.id);
    const removed = await api(filesPath(owner.id, 'contract'), { method: 'DELETE', token: ownerToken });
    expect([removed.status, removed.body.error.code]).toEqual([403, 'forbidden']);
    await expectOwnerFilesIntact(keys);
  });
});

describe("staff and a coach's files", () => {
  it('an associate gets no link to the HR files and no file list', async () => {
    const associate = await sessionFor(await createUser({ role: 'associate' }));
    for (const kind of profileFileKinds) {
      const link = await linkFor(owner.id, kind, associate);
      expect([link.status, link.body.error.code], kind).toEqual([403, 'forbidden']);
      const removed = await api(filesPath(owner.id, kind), { method: 'DELETE', token: associate });
      expect([removed.status, removed.body.error.code], kind).toEqual([403, 'forbidden']);
    }
    const profile = await api(`/profiles/${owner.id}`, { token: associate });
    expect(profile.body.data).toMatchObject({ view: 'coaching', hr: null });
    await expectOwnerFilesIntact(await storedKeys(owner.id));
  });

  it.each(['finance', 'admin'] as const)('%s gets a working link to every file, each one audited', async (role) => {
    const user = await createUser({ role });
    const token = await sessionFor(user);
    const auditMark = (await db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;

    for (const kind of profileFileKinds) {
      const link = await linkFor(owner.id, kind, token);
      expect(link.status, kind).toBe(200);
      expect(link.body.data.expires_in).toBe(300);
      const file = await download(link.body.data.url);
      expect([file.status, file.type], kind).toEqual([200, uploaded[kind].type]);
      expect(file.bytes).toEqual(uploaded[kind].bytes);
    }
    const listed = await api(`/profiles/${owner.id}`, { token });
    expect(listed.body.data.hr.files.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual(
      profileFileKinds.map((kind) => [kind, uploaded[kind].name]),
    );
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, auditMark), eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'coach.sensitive_view')));
    expect(audits.map((a) => a.details)).toEqual([
      ...profileFileKinds.map((kind) => ({ part: 'file', kind })),
      { part: 'profile' },
    ]);
  });
});
