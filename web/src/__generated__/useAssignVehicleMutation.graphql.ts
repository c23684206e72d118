/**
 * @generated SignedSource<<e9ffe80f21438d6efc926b05336c27bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlanningClassChange = "downgrade" | "other" | "upgrade" | "%future added value";
export type AssignVehicleInput = {
  bookingId: string;
  linePosition?: number | null | undefined;
  productId?: string | null | undefined;
  updatedAt?: string | null | undefined;
};
export type useAssignVehicleMutation$variables = {
  input: AssignVehicleInput;
};
export type useAssignVehicleMutation$data = {
  readonly assignVehicle: {
    readonly __typename: string;
    readonly block?: {
      readonly classChange: PlanningClassChange | null | undefined;
    };
    readonly conflictingBookingNumber?: string | null | undefined;
    readonly message?: string;
    readonly warnings?: ReadonlyArray<string>;
  };
};
export type useAssignVehicleMutation = {
  response: useAssignVehicleMutation$data;
  variables: useAssignVehicleMutation$variables;
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
    "name": "assignVehicle",
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
            "name": "warnings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlanningBlock",
            "kind": "LinkedField",
            "name": "block",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "classChange",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AssignVehicleSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "conflictingBookingNumber",
            "storageKey": null
          }
        ],
        "type": "VehicleTakenError",
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
    "name": "useAssignVehicleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignVehicleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e5bdfdad377dc6d3dc4d2ea4022476b9",
    "id": null,
    "metadata": {},
    "name": "useAssignVehicleMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignVehicleMutation(\n  $input: AssignVehicleInput!\n) {\n  assignVehicle(input: $input) {\n    __typename\n    ... on AssignVehicleSuccess {\n      warnings\n      block {\n        classChange\n      }\n    }\n    ... on VehicleTakenError {\n      conflictingBookingNumber\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0fac12a7485f4c073ad969e9cc235931";

export default node;
