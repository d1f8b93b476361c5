import type { ColumnType, Generated } from 'kysely';

/** An agent's settings (operators edit them with the system prompt). */
export type AgentSettings = {
  /** What the agent is for: careers (Career Buddy) or schools and programs (College Buddy). */
  focus: 'career' | 'college';
  temperature?: number;
  max_tokens?: number;
};

export type CompanionTables = {
  ai_agents: {
    id: Generated<number>;
    name: string;
    image: string;
    short_description: string;
    system_prompt: string;
    settings: ColumnType<AgentSettings, string, string>;
    position: Generated<number>;
    is_active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  chat_messages: {
    id: Generated<string>;
    user_id: number;
    agent_id: number;
    role: 'user' | 'assistant';
    content: string;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  chat_usage: {
    user_id: number;
    day: ColumnType<string, string, string>;
    messages: Generated<number>;
  };
  chat_safety_flags: {
    id: Generated<string>;
    user_id: number;
    agent_id: number | null;
    source: 'user' | 'assistant';
    categories: ColumnType<string[], string[], string[]>;
    action: string;
    excerpt: string;
    /** Issue 19 (migration 0100). */
    severity: ColumnType<'medium' | 'high' | 'critical', 'medium' | 'high' | 'critical' | undefined, never>;
    alerted_at: Date | null;
    reviewed_at: Date | null;
    created_at: Generated<Date>;
  };
};
