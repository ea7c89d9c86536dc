import { describe, expect, it } from 'vitest';
import { digestOf } from './digest.ts';

const passages = (...texts: string[]) => texts.map((text) => ({ text }));

describe('a source at a glance', () => {
  it('summarizes Chinese by its leading sentences and finds its words by TF-IDF', () => {
    const digest = digestOf(
      passages(
        '# 武汉长江大桥\n\n武汉长江大桥于1957年建成通车。它是长江上第一座公路铁路两用桥。大桥全长1670米。桥上可以看到龟山和蛇山。',
      ),
    );
    expect(digest.summary).toBe('武汉长江大桥于1957年建成通车。它是长江上第一座公路铁路两用桥。大桥全长1670米。');
    expect(digest.topics).toContain('武汉长江大桥');
    expect(digest.topics).toContain('两用桥');
    expect(digest.topics.every((topic) => !/^\d+$/.test(topic))).toBe(true);
  });

  it('summarizes English, skipping headings, tables and list marks, and ranks words by frequency', () => {
    const digest = digestOf(
      passages(
        '## Ferry timetable\n\n| Pier | Time |\n| --- | --- |\n',
        '- Ferries leave the **Hankou** pier every twenty minutes. Ferries are cheap.\n\n' +
          'The ferry crosses in ten minutes. Tickets cost two yuan. More ferries run at weekends.',
      ),
    );
    expect(digest.summary).toBe(
      'Ferries leave the Hankou pier every twenty minutes. Ferries are cheap. The ferry crosses in ten minutes.',
    );
    // Shown as first written ("Pier" in the table's head), counted whatever the case.
    const topics = digest.topics.map((topic) => topic.toLowerCase());
    expect(topics[0]).toBe('ferries');
    expect(topics).toContain('pier');
    expect(topics).not.toContain('the');
    expect(topics).not.toContain('more');
  });

  it('keeps a long opening sentence short, and an empty source empty', () => {
    const long = digestOf(passages(`${'word '.repeat(200)}end.`));
    expect(long.summary.length).toBeLessThanOrEqual(320);
    expect(long.summary.endsWith('…')).toBe(true);
    expect(digestOf([])).toEqual({ summary: '', topics: [] });
  });

  it('leads with the text’s main script', () => {
    const mostlyEnglish = digestOf(
      passages('The bridge carries road and rail. The bridge opened in 1957. Bridge traffic is heavy. 大桥'),
    );
    expect(mostlyEnglish.topics[0]).toBe('bridge');
  });
});
