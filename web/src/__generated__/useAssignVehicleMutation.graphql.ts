/**
 * @generated SignedSource<<661717d05d958d8292df66e42fbb1c55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignVehicleInput = {
  bookingId: string;
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
      readonly upgrade: boolean;
    };
    readonly conflictingBookingNumber?: string | null | undefined;
    readonly message?: string;
    readonly warnings?: ReadonlyArray<string>;
  } | null | undefined;
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
                    "name": "upgrade",
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
    ]
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
    "cacheID": "c0bf71344666a8b5ccc1741fd825ad7f",
    "id": null,
    "metadata": {},
    "name": "useAssignVehicleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21ae79bcba7b621518dd25967f9442fe";

export default node;
