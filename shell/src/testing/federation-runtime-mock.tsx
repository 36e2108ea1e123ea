// Stand-in for @module-federation/enhanced/runtime in tests: outside a federated build loadRemote throws.
// Each remote page renders a heading naming its module, e.g. "remote_projects/ClientsPage".

export const loadRemote = jest.fn(async (id: string) => ({
  default: function RemotePageStub() {
    return <h1>{id}</h1>;
  },
}));

export const registerRemotes = jest.fn();
