import { describe, expect, it } from 'vitest';
import { formatFormMessage } from '../messages/messages.ts';
import {
  type Attachments,
  addFiles,
  noAttachments,
  removePending,
  removeSaved,
} from './attachments.ts';

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
const withSaved: Attachments = { ...noAttachments, saved: [{ id: 'f1', name: 'offer.pdf' }] };

// spec 2 §5: "Duplicate attachment file names (against both new and already existing
// attachments) are rejected with an error 'already has attachment with that name', naming the file."
describe('addFiles', () => {
  it('adds new files as pending', () => {
    const { attachments, rejections } = addFiles(withSaved, [file('brief.docx')]);
    expect(attachments.pending.map((f) => f.name)).toEqual(['brief.docx']);
    expect(rejections).toEqual([]);
  });

  it('refuses a name already saved', () => {
    const { attachments, rejections } = addFiles(withSaved, [file('offer.pdf')]);
    expect(attachments.pending).toEqual([]);
    expect(rejections.map((m) => formatFormMessage('en', m))).toEqual([
      'offer.pdf: already has attachment with that name',
    ]);
    expect(formatFormMessage('de', rejections[0] as string)).toBe(
      'offer.pdf: Es gibt bereits einen Anhang mit diesem Namen',
    );
  });

  it('refuses a name already pending, or chosen twice at once', () => {
    const first = addFiles(noAttachments, [file('a.png')]).attachments;
    const { attachments, rejections } = addFiles(first, [
      file('a.png'),
      file('b.png'),
      file('b.png'),
    ]);
    expect(attachments.pending.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(rejections.map((m) => formatFormMessage('en', m))).toEqual([
      'a.png: already has attachment with that name',
      'b.png: already has attachment with that name',
    ]);
  });

  it('refuses a file over the size limit, naming it and the limit', () => {
    const { rejections } = addFiles(noAttachments, [file('big.zip', 2_000)], {
      maxFileSize: 1_000,
    });
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatFormMessage('en', rejections[0] as string))).toBe(
      'big.zip is larger than 1 kB',
    );
    // Issue 33 (s6 point 8): the limit in the reader's words, "1 ko" in French.
    const french = addFiles(noAttachments, [file('big.zip', 2_000)], {
      maxFileSize: 1_000,
      locale: 'fr',
    });
    expect(spaced(formatFormMessage('fr', french.rejections[0] as string))).toBe(
      'big.zip dépasse 1 ko',
    );
  });
});

// spec 2 §4: "files marked as removed are deleted on the server when saving".
describe('removing', () => {
  it('reports removed saved files so the caller deletes them', () => {
    const next = removeSaved(withSaved, { id: 'f1', name: 'offer.pdf' });
    expect(next.saved).toEqual([]);
    expect(next.removed).toEqual([{ id: 'f1', name: 'offer.pdf' }]);
  });

  it('forgets a pending file', () => {
    const pending = file('a.png');
    const next = removePending({ ...noAttachments, pending: [pending] }, pending);
    expect(next).toEqual(noAttachments);
  });
});
