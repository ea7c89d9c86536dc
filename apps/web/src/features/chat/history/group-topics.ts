import type { Topic } from '@inkstone/contract/chat';

export type TopicGroup = 'pinned' | 'today' | 'yesterday' | 'week' | 'older';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Which date group a conversation falls in, by its last update, in the viewer's time zone. */
export function groupOf(updateTime: string, now: Date = new Date()): TopicGroup {
  const time = new Date(updateTime).getTime();
  const today = startOfDay(now);
  const day = 24 * 60 * 60 * 1000;
  if (time >= today) return 'today';
  if (time >= today - day) return 'yesterday';
  if (time >= today - 7 * day) return 'week';
  return 'older';
}

/** Topics (pinned first, then newest) split into a pinned group and date groups, keeping their order. */
export function groupTopics(
  topics: readonly Topic[],
  now: Date = new Date(),
): Array<{ group: TopicGroup; topics: Topic[] }> {
  const groups: Array<{ group: TopicGroup; topics: Topic[] }> = [];
  for (const topic of topics) {
    const group = topic.pinned ? 'pinned' : groupOf(topic.updateTime, now);
    const last = groups[groups.length - 1];
    if (last?.group === group) last.topics.push(topic);
    else groups.push({ group, topics: [topic] });
  }
  return groups;
}
