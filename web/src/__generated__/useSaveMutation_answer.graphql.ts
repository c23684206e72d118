/**
 * @generated SignedSource<<7e7f4f24d73a6190c9494f36535ae3f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSaveMutation_answer$data = {
  readonly fields?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "useSaveMutation_answer";
};
export type useSaveMutation_answer$key = {
  readonly " $data"?: useSaveMutation_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSaveMutation_answer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useSaveMutation_answer"
};

(node as any).hash = "cfffc1ebde1d5948e1b9d90f17ba86d8";

export default node;
