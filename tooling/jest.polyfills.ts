// jsdom has no MessageChannel, yet antd's form, select and overflow schedule macrotasks with it.
// Real timers are captured so tests that install fake timers do not freeze antd's internals.
if (typeof globalThis.MessageChannel === 'undefined') {
  const realSetTimeout = globalThis.setTimeout.bind(globalThis);

  class MessagePortStub {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: MessagePortStub | null = null;
    postMessage(data: unknown): void {
      const target = this.peer;
      realSetTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start(): void {}
    close(): void {
      this.onmessage = null;
    }
  }

  class MessageChannelStub {
    port1 = new MessagePortStub();
    port2 = new MessagePortStub();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }

  globalThis.MessageChannel = MessageChannelStub as unknown as typeof MessageChannel;
}

export {};
