import { describe, expect, it } from "vitest";
import type { TargetResult } from "../../../src/model/results.js";
import { NotVerifiedSchema, VerificationSchema, viewVerification } from "../../../src/model/verification.js";
import { verificationSummary } from "../../../src/report/verification.js";

const verified = {
  serverVersion: "4.0.5",
  metadataStore: "khepri",
  metadataStoreEvidence: ["metadata_store_status: khepri"],
  khepri: { members: ["rabbit@node-0"], leader: "rabbit@node-0" },
  members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
  queues: [
    {
      name: "perf-gate-probe",
      probe: true,
      type: "quorum",
      kind: "quorum",
      policy: null,
      members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
      leader: "rabbit@node-1",
      online: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
    },
  ],
  expected: { metadataStore: "khepri", nodes: 3, queueType: "quorum", serverVersion: "4.0.5" },
};

const target = (verification: Record<string, unknown>) => ({ verification }) as unknown as TargetResult;

describe("the verification record", () => {
  it("the schema accepts what verification writes and names what is missing", () => {
    expect(VerificationSchema.parse(verified)).toEqual(verified);
    const external = { serverVersion: "4.3.6", members: ["rabbit@a"], notVerified: "external broker" };
    expect(NotVerifiedSchema.parse(external)).toEqual(external);
    const wrong = VerificationSchema.safeParse({ ...verified, metadataStore: "etcd" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(["metadataStore"]);
  });

  it("is summarised in one line, verified or not", () => {
    expect(verificationSummary(target(verified))).toBe(
      "verified: RabbitMQ 4.0.5, metadata store khepri, 3 running member(s); probe queue quorum, 3 member(s), leader rabbit@node-1",
    );
    expect(
      verificationSummary(target({ serverVersion: "4.3.6", members: [], notVerified: "external" })),
    ).toBe("not verified: external");
  });

  it("is read leniently from a results file of any version: a field of the wrong type is left out", () => {
    const damaged = {
      serverVersion: 4,
      metadataStore: "mnesia",
      members: "three",
      queues: [{ kind: 7, leader: "x" }],
    };
    expect(viewVerification(damaged)).toEqual({ metadataStore: "mnesia", queues: [{ leader: "x" }] });
    expect(verificationSummary(target(damaged))).toBe("verified: metadata store mnesia; probe queue unknown");
    // An older record shape (queue types listed, no probe queue) still reads.
    expect(
      verificationSummary(
        target({ metadataStore: "mnesia", members: ["rabbit@a"], queueTypes: ["classic"] }),
      ),
    ).toBe("verified: metadata store mnesia, 1 running member(s)");
    expect(viewVerification({ queues: "none" }).queues).toEqual([]);
  });
});
