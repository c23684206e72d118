/**
 * @generated SignedSource<<9c6abcf94440976d1f24543050f6219c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProposeAutoAssignmentInput = {
  accountId: string;
  from?: string | null | undefined;
};
export type AutoAssignButtonProposeMutation$variables = {
  input: ProposeAutoAssignmentInput;
};
export type AutoAssignButtonProposeMutation$data = {
  readonly proposeAutoAssignment: {
    readonly __typename: string;
    readonly message?: string;
    readonly proposal?: ReadonlyArray<{
      readonly bookingId: string;
      readonly bookingNumber: string;
      readonly licensePlate: string | null | undefined;
      readonly linePosition: number;
      readonly productId: string;
      readonly productName: string;
    }>;
    readonly unplaced?: ReadonlyArray<{
      readonly bookingId: string;
      readonly bookingNumber: string;
      readonly linePosition: number;
      readonly reason: string;
    }>;
  };
};
export type AutoAssignButtonProposeMutation = {
  response: AutoAssignButtonProposeMutation$data;
  variables: AutoAssignButtonProposeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bookingId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linePosition",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bookingNumber",
  "storageKey": null
},
v4 = [
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
    "name": "proposeAutoAssignment",
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
            "concreteType": "AutoAssignment",
            "kind": "LinkedField",
            "name": "proposal",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "licensePlate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AutoAssignUnplaced",
            "kind": "LinkedField",
            "name": "unplaced",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProposeAutoAssignmentSuccess",
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
    "name": "AutoAssignButtonProposeMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AutoAssignButtonProposeMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b1657df932db7ad4ddd2562834b45bad",
    "id": null,
    "metadata": {},
    "name": "AutoAssignButtonProposeMutation",
    "operationKind": "mutation",
    "text": "mutation AutoAssignButtonProposeMutation(\n  $input: ProposeAutoAssignmentInput!\n) {\n  proposeAutoAssignment(input: $input) {\n    __typename\n    ... on ProposeAutoAssignmentSuccess {\n      proposal {\n        bookingId\n        linePosition\n        bookingNumber\n        productId\n        productName\n        licensePlate\n      }\n      unplaced {\n        bookingId\n        linePosition\n        bookingNumber\n        reason\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2476ca0f9b020740fbca07e14b4bc407";

export default node;
