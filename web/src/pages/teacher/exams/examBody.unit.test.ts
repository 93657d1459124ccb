/** The exam forms' values as request bodies: paper kinds, empty tag lists, accommodations. */
import { describe, expect, it } from 'vitest';
import {
  accommodation,
  accommodationValues,
  createExamBody,
  type ExamFormValues,
} from './examBody.ts';

const base: ExamFormValues = {
  titleZh: ' 期中 ',
  titleEn: 'Midterm',
  classIds: ['c1'],
  paperKind: 'fixed',
  fixed: ['q1', 'q2'],
  draw: [{ count: 3, topic: ['customs'] }],
  opensAt: 1000,
  closesAt: 2000,
  limitMinutes: 30,
  passScore: 60,
  attemptsAllowed: 2,
  reviewLevel: 'answers',
  reviewFrom: 'released',
};

describe('createExamBody', () => {
  it('sends the fixed questions and the settings, titles trimmed', () => {
    expect(createExamBody(base)).toEqual({
      title: { zh: '期中', en: 'Midterm' },
      classIds: ['c1'],
      paper: { fixed: ['q1', 'q2'] },
      settings: {
        opensAt: 1000,
        closesAt: 2000,
        limitMinutes: 30,
        passScore: 60,
        attemptsAllowed: 2,
        review: { level: 'answers', from: 'released' },
      },
    });
  });

  it('sends draw rules without their empty tag lists', () => {
    const body = createExamBody({
      ...base,
      paperKind: 'draw',
      draw: [
        { count: 3, topic: ['customs'], module: [], difficulty: [2] },
        { count: 1, platform: undefined },
      ],
    });
    expect(body.paper).toEqual({
      draw: [{ count: 3, topic: ['customs'], difficulty: [2] }, { count: 1 }],
    });
  });
});

describe('accommodation', () => {
  it('is null when nothing is given', () => {
    expect(accommodation({})).toBeNull();
    expect(accommodation({ factor: 1, extraMinutes: 0, extraAttempts: 0 })).toBeNull();
  });

  it('keeps what is given and reads back into the dialog', () => {
    const acc = accommodation({ factor: 1.5, extraMinutes: 15, closesAt: 5000, extraAttempts: 1 });
    expect(acc).toEqual({ factor: 1.5, extraMinutes: 15, closesAt: 5000, extraAttempts: 1 });
    expect(accommodationValues(acc)).toEqual({
      factor: 1.5,
      extraMinutes: 15,
      opensAt: null,
      closesAt: 5000,
      extraAttempts: 1,
    });
  });
});
