/**
 * @generated SignedSource<<f41911f63392ffea34f682d7bb48139b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplyAutoAssignmentInput = {
  accountId: string;
  assignments: ReadonlyArray<AutoAssignmentInput>;
};
export type AutoAssignmentInput = {
  bookingId: string;
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
  } | null | undefined;
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
    "kind": "ClientExtension",
    "selections": [
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
    ]
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
    "cacheID": "53ab7c1411fbf22e7b8e7bc87c983497",
    "id": null,
    "metadata": {},
    "name": "AutoAssignButtonApplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3ef1b23800bffbf29b0686fb795a1e7";

export default node;
