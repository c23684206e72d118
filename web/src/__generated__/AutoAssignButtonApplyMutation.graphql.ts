/**
 * @generated SignedSource<<ff1e5c106d65825e7c982ac300f71320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplyAutoAssignmentInput = {
  accountId: string;
  assignments: ReadonlyArray<AutoAssignmentInput>;
  from?: string | null | undefined;
};
export type AutoAssignmentInput = {
  bookingId: string;
  linePosition?: number | null | undefined;
  productId: string;
};
export type AutoAssignButtonApplyMutation$variables = {
  input: ApplyAutoAssignmentInput;
};
export type AutoAssignButtonApplyMutation$data = {
  readonly applyAutoAssignment: {
    readonly __typename: string;
    readonly assigned?: number;
    readonly message?: string;
  };
};
export type AutoAssignButtonApplyMutation = {
  response: AutoAssignButtonApplyMutation$data;
  variables: AutoAssignButtonApplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "applyAutoAssignment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "assigned",
            "storageKey": null
          }
        ],
        "type": "ApplyAutoAssignmentSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AutoAssignButtonApplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AutoAssignButtonApplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be6023a30e10493b01446d7aae8696e2",
    "id": null,
    "metadata": {},
    "name": "AutoAssignButtonApplyMutation",
    "operationKind": "mutation",
    "text": "mutation AutoAssignButtonApplyMutation(\n  $input: ApplyAutoAssignmentInput!\n) {\n  applyAutoAssignment(input: $input) {\n    __typename\n    ... on ApplyAutoAssignmentSuccess {\n      assigned\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3ef1b23800bffbf29b0686fb795a1e7";

export default node;
