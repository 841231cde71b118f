export interface CompletionRequest {
  /** Instructions: business name, tone, the company's own rules. */
  system: string;
  /** The task: the review text and rating. */
  user: string;
  temperature?: number;
  maxTokens?: number;
}

export interface CompletionUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface Completion {
  text: string;
  /** The model that answered, as the provider reports it. */
  model: string;
  usage: CompletionUsage;
  /** `length` when maxTokens cut the text short. */
  finishReason: string;
}

/** Text generation for AI review replies: any OpenAI-compatible chat completions endpoint, or its emulator. */
export interface LlmPort {
  complete(request: CompletionRequest): Promise<Completion>;
}
